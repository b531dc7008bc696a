import { ComingSoon } from '../../../components/coming-soon';

export default function TradingRoute() {
  return <ComingSoon area="Trading" />;
}
