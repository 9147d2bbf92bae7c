import { clothings, hairstyles } from '../../../shared/attributes.js';
import { renderPortrait } from './builtin-renderer.js';
await renderPortrait({ appearance: { style: 'REALITY', age: 25, ethnicity: 'asian', eyeColor: 'brown', hairstyle: 'long', hairColor: 'black', body: 'curvy', breast: 'medium', hip: 'medium', clothing: 'casual' }, seed: 1, variant: 0, width: 768, height: 1024 });
const res: [string, number][] = [];
for (const clothing of clothings) for (const hairstyle of ['curly', 'long'] as const) for (const style of ['REALITY', 'ANIMATE'] as const) {
  const t = performance.now();
  await renderPortrait({ appearance: { style, age: 25, ethnicity: 'asian', eyeColor: 'brown', hairstyle, hairColor: 'black', body: 'curvy', breast: 'medium', hip: 'medium', clothing }, seed: 3, variant: 0, width: 768, height: 1024 });
  res.push([`${clothing}/${hairstyle}/${style}`, performance.now() - t]);
}
res.sort((a, b) => b[1] - a[1]);
console.log(res.slice(0, 8).map(([k, v]) => `${k} ${v.toFixed(0)}`).join('\n'));
console.log('mean', (res.reduce((a, [, v]) => a + v, 0) / res.length).toFixed(1));
