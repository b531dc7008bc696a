// The page's picture drawing, off its main thread (see ../asset-worker.ts).
import { answerAssetJobs } from '../asset-worker.ts';
import { draw } from './draw.ts';

answerAssetJobs(draw);
