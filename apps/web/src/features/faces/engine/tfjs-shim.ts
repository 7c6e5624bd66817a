/**
 * face-api's unbundled build imports all of tfjs; it only uses tfjs-core's ops (some chained, as
 * in `tensor.as3D()`). Vite aliases `@tensorflow/tfjs/dist/index.js` to this module so the worker
 * ships core + the WASM backend (and WebGL only when a real GPU asks for it), not the 1.3 MB bundle.
 */
import '@tensorflow/tfjs-core/dist/public/chained_ops/register_all_chained_ops';

export * from '@tensorflow/tfjs-core';
