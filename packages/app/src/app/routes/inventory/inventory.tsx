import { ComingSoon } from '../../../components/coming-soon';

export default function InventoryRoute() {
  return <ComingSoon area="Your Inventory">Your inventory is on its way.</ComingSoon>;
}
