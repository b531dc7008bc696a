import { useParams } from 'react-router';
import { MockCheckoutPage } from '../../../features/upgrade/checkout/mock-checkout-page';
import '../../../features/upgrade/components/upgrade.css';

/** Dev and demo builds only: the router registers it behind the in-browser mock switch. */
export default function MockCheckoutRoute() {
  const { sessionId = '' } = useParams();
  return <MockCheckoutPage sessionId={sessionId} />;
}
