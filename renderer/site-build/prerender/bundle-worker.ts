/** The bundle worker thread (bundle.ts starts it): builds the bundles of the job it is started with, then says so. */
import { parentPort, workerData } from 'node:worker_threads';
import { type BundleJob, buildBundles } from './bundle.ts';
import { bundleFailureOf } from './bundle-problems.ts';

buildBundles(workerData as BundleJob).then(
  (siteFiles) => parentPort!.postMessage({ siteFiles }),
  (error: unknown) => parentPort!.postMessage({ failure: bundleFailureOf(error) }),
);
