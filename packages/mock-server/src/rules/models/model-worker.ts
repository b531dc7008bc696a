// The page's model and clip building, off its main thread (see ../asset-worker.ts).
import { answerAssetJobs } from '../asset-worker.ts';
import { build } from './build.ts';

answerAssetJobs(build);
