/** One figure of the store dashboard, in the interface's digits, as a link to the list behind it. */
import { Statistic } from 'antd';
import { Link } from 'react-router';
import { Panel } from '../../../components/panel';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

export function StoreFigure({ title, value, to }: { title: string; value: number; to: string }) {
  const lang = useLang();
  return (
    <Link to={to}>
      <Panel size="small" hoverable>
        <Statistic title={title} value={value} formatter={(number) => formatNumber(Number(number), lang)} />
      </Panel>
    </Link>
  );
}
