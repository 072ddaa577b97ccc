/**
 * Offices on a map of Bangladesh without a tile server (offices may be offline or on slow links):
 * the country's outline shipped with the app (Natural Earth, public domain; map/LICENSE.md), the 64
 * district headquarters with their names, and the listed offices, which open their office
 * information when clicked. The map zooms and pans (wheel, pinch, drag) and has its own zoom buttons.
 * ECharts and the outline are most of /geolocation's weight, so the page loads this file only once
 * its list has shown and the map's place comes near the screen; its own buttons are plain HTML.
 */
import { MinusOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { District } from '../../../../common/contracts/geography.contract';
import type { OfficeSummary } from '../../../../common/contracts/office.contract';
import { nameOf } from '../../../../common/labels';
import { useOptions } from '../../../components/office-selector/office-options.api';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import outline from '../map/bangladesh-outline.geo.json';

echarts.use([ScatterChart, GeoComponent, TooltipComponent, CanvasRenderer]);
const MAP = 'bangladesh';
echarts.registerMap(MAP, outline as Parameters<typeof echarts.registerMap>[1]);

interface Point {
  name: string;
  value: [number, number];
  officeId?: number;
}

export function OfficeMap({ offices }: { offices: OfficeSummary[] }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const navigate = useNavigate();
  const districts = useOptions('districts', { pageSize: 64 });
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const zoom = useRef(1);

  const option = useMemo(() => {
    const districtPoints: Point[] = ((districts.data?.items as District[] | undefined) ?? [])
      .filter((district) => district.latitude && district.longitude)
      .map((district) => ({
        name: nameOf(district, lang),
        value: [Number(district.longitude), Number(district.latitude)],
      }));
    const officePoints: Point[] = offices
      .filter((office) => office.latitude && office.longitude)
      .map((office) => ({
        name: nameOf(office, lang),
        value: [Number(office.longitude), Number(office.latitude)],
        officeId: office.id,
      }));
    return {
      tooltip: {
        trigger: 'item',
        formatter: (params: { seriesIndex: number; data: Point }) =>
          params.seriesIndex === 1
            ? `${params.data.name}<br/>${localDigits(`${params.data.value[1]}, ${params.data.value[0]}`, lang)}`
            : params.data.name,
      },
      geo: {
        map: MAP,
        roam: true,
        zoom: zoom.current,
        scaleLimit: { min: 1, max: 16 },
        itemStyle: { areaColor: '#eef5f1', borderColor: '#4d7a66', borderWidth: 1.2 },
        emphasis: { disabled: true },
        silent: true,
      },
      series: [
        {
          name: t('district'),
          type: 'scatter',
          coordinateSystem: 'geo',
          data: districtPoints,
          symbolSize: 4,
          itemStyle: { color: '#7b9a8b' },
          label: { show: true, formatter: '{b}', position: 'right', fontSize: 9, color: '#3d5a4c' },
          labelLayout: { hideOverlap: true },
          silent: true,
          z: 2,
        },
        {
          name: t('officeName'),
          type: 'scatter',
          coordinateSystem: 'geo',
          data: officePoints,
          symbolSize: 11,
          itemStyle: { color: '#006a4e', borderColor: '#fff', borderWidth: 1.5 },
          cursor: 'pointer',
          z: 3,
        },
      ],
    };
  }, [districts.data, offices, lang, t]);

  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current);
    chart.current = instance;
    instance.on('click', { seriesIndex: 1 }, (params) => {
      const officeId = (params.data as Point).officeId;
      if (officeId) navigate(`/officeinfo?officeId=${officeId}`);
    });
    instance.on('georoam', () => {
      const geo = (instance.getOption() as { geo?: { zoom?: number }[] }).geo?.[0];
      zoom.current = geo?.zoom ?? zoom.current;
    });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [navigate]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: false });
  }, [option]);

  const zoomBy = (factor: number | null) => {
    zoom.current = factor === null ? 1 : Math.min(16, Math.max(1, zoom.current * factor));
    chart.current?.setOption({ geo: { zoom: zoom.current, ...(factor === null && { center: null }) } });
  };

  return (
    <figure className="office-map" style={{ margin: 0 }} data-testid="office-map">
      <div className="cell-actions" style={{ marginBottom: 4 }}>
        <button
          type="button"
          className="action-button small"
          aria-label={t('mapZoomIn')}
          onClick={() => zoomBy(1.5)}
        >
          <PlusOutlined />
        </button>
        <button
          type="button"
          className="action-button small"
          aria-label={t('mapZoomOut')}
          onClick={() => zoomBy(1 / 1.5)}
        >
          <MinusOutlined />
        </button>
        <button
          type="button"
          className="action-button small"
          aria-label={t('mapReset')}
          onClick={() => zoomBy(null)}
        >
          <ReloadOutlined />
        </button>
      </div>
      <div
        ref={element}
        role="img"
        aria-label={t('officeMap')}
        style={{ width: '100%', height: 440, border: '1px solid #d9e6df', borderRadius: 6 }}
      />
    </figure>
  );
}
