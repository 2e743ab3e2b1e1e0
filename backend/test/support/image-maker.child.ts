/**
 * A stand-in API process for the image process's kill -9 test: makes one
 * image through an ImageMaker, prints its image process's pid and waits,
 * so the parent can kill this process and watch the image process go.
 */
import { ImageMaker } from '../../src/objects/index.js';
import { png } from './images.js';

const images = new ImageMaker();
await images.photo(await png(), 'png');
process.stdout.write(`image process ${images.processId}\n`);
setInterval(() => {}, 60_000);
