import { ComingSoon } from '../../../components/coming-soon';

export default function CreateThreadRoute() {
  return <ComingSoon area="New Thread">Creating threads is on its way.</ComingSoon>;
}
