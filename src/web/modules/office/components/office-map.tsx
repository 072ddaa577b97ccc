/**
 * A light map of office locations without a tile server (offices may be offline or on slow links):
 * the 64 district headquarters drawn as grey dots sketch Bangladesh, and the listed offices sit on it.
 */
import { useTranslation } from 'react-i18next';
import type { District } from '../../../../common/contracts/geography.contract';
import type { OfficeSummary } from '../../../../common/contracts/office.contract';
import { nameOf } from '../../../../common/labels';
import { useOptions } from '../../../components/office-selector/office-options.api';
import { useLang } from '../../../lib/use-lang';

/** Bangladesh lies within these bounds (degrees). */
const BOUNDS = { south: 20.5, north: 26.7, west: 88.0, east: 92.7 };
const WIDTH = 360;
// Degrees of longitude are shorter than degrees of latitude at ~24°N (cos 24° ≈ 0.91).
const HEIGHT = Math.round((WIDTH * (BOUNDS.north - BOUNDS.south)) / ((BOUNDS.east - BOUNDS.west) * 0.91));

const project = (latitude: number, longitude: number) => ({
  x: ((longitude - BOUNDS.west) / (BOUNDS.east - BOUNDS.west)) * WIDTH,
  y: ((BOUNDS.north - latitude) / (BOUNDS.north - BOUNDS.south)) * HEIGHT,
});

export function OfficeMap({ offices }: { offices: OfficeSummary[] }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const districts = useOptions('districts', { pageSize: 64 });
  const located = offices.filter((office) => office.latitude && office.longitude);

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      style={{
        width: '100%',
        maxWidth: WIDTH,
        background: '#f4f9f6',
        border: '1px solid #d9e6df',
        borderRadius: 6,
      }}
      role="img"
      aria-label={t('officeMap')}
    >
      {(districts.data?.items as District[] | undefined)?.map((district) => {
        if (!district.latitude || !district.longitude) return null;
        const point = project(Number(district.latitude), Number(district.longitude));
        return (
          <circle key={`d${district.id}`} cx={point.x} cy={point.y} r={3} fill="#c4d3cb">
            <title>{nameOf(district, lang)}</title>
          </circle>
        );
      })}
      {located.map((office) => {
        const point = project(Number(office.latitude), Number(office.longitude));
        return (
          <circle
            key={office.id}
            cx={point.x}
            cy={point.y}
            r={5}
            fill="#006a4e"
            stroke="#fff"
            strokeWidth={1.5}
          >
            <title>{`${nameOf(office, lang)} (${office.latitude}, ${office.longitude})`}</title>
          </circle>
        );
      })}
    </svg>
  );
}
