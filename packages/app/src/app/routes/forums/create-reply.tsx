import { ComingSoon } from '../../../components/coming-soon';

export default function CreateReplyRoute() {
  return <ComingSoon area="New Reply">Replying to threads is on its way.</ComingSoon>;
}
