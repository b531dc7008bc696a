import { TermsOfService } from '../../../features/legal/components/terms-of-service';

export default function TermsRoute() {
  return <TermsOfService />;
}
