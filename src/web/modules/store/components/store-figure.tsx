/** One figure of the store dashboard, in the interface's digits, as a link to the list behind it. */
import { Card, Statistic } from 'antd';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

export function StoreFigure({ title, value, to }: { title: string; value: number; to: string }) {
  const lang = useLang();
  return (
    <Link to={to}>
      <Card size="small" hoverable>
        <Statistic title={title} value={value} formatter={(number) => formatNumber(Number(number), lang)} />
      </Card>
    </Link>
  );
}
