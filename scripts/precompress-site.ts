/**
 * After `npm run build`: stores public/'s compressible files compressed beside them (Brotli and
 * gzip at their highest levels), as a release made by the server does, so a server answering from
 * the checkout's build never compresses a file on a request. Files unchanged since the last run
 * keep their compressed forms.
 */
import path from "node:path";
import { ROOT_DIR, loadConfig } from "../server/platform/config";
import { precompressSite } from "../server/site/precompress";

async function main() {
  const publicDir = loadConfig().publicDir;
  const started = performance.now();
  const { files, bytes, compressedBytes } = await precompressSite(publicDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Compressed ${files} files of ${path.relative(ROOT_DIR, publicDir)}/ (${(bytes / 1024).toFixed(0)} KB; both forms ${(compressedBytes / 1024).toFixed(0)} KB) in ${seconds} s.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
