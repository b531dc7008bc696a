import { NotFoundPage } from '../../components/not-found-page';

export default NotFoundPage;
