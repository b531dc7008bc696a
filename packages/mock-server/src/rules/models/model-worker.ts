// The page's model and clip building, off its main thread (see ../asset-worker.ts).
import { answerAssetRequests } from '../asset-worker.ts';
import { build } from './build.ts';

answerAssetRequests(build);
