/**
 * Preloaded into a server process by scripts/bench-scale.ts when BENCH_CPU_PROF names a directory:
 * each SIGUSR2 (the bench sends one as a measured run begins and one as it ends) starts or stops
 * V8's CPU profiler, and a stop writes `<dir>/<pid>-<run>.cpuprofile` (open it in Chrome's
 * DevTools, or sum it with scripts/cpu-prof-summary.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Session } from 'node:inspector';

const dir = process.env.BENCH_CPU_PROF;
if (dir) {
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<any>((resolve, reject) => session.post(method, params, (e, r) => (e ? reject(e) : resolve(r))));
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 500 });
  let running = false;
  let run = 0;
  process.on('SIGUSR2', () => {
    running = !running;
    if (running) void post('Profiler.start');
    else
      void post('Profiler.stop').then(({ profile }) =>
        writeFileSync(join(dir, `${process.pid}-${++run}.cpuprofile`), JSON.stringify(profile)),
      );
  });
}
