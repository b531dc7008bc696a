import { CharacterScreen } from '../../../features/character/components/character-screen';

export default function CharacterRoute() {
  return <CharacterScreen />;
}
