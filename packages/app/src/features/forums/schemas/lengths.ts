import { z } from '../../../lib/zod';
import { charLength } from '../constants';

/** A string of `min` to `max` characters (code points), else `message`. */
export function lengthBetween(min: number, max: number, message: string) {
  return z.string().refine((value) => {
    const length = charLength(value);
    return length >= min && length <= max;
  }, message);
}
