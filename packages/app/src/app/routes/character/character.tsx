import { ComingSoon } from '../../../components/coming-soon';

export default function CharacterRoute() {
  return <ComingSoon area="Character" />;
}
