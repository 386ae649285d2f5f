import { demoArticles } from '../src/db/seed/demo-articles.js';
import { type Random, randomFrom } from '../src/db/seed/demo-random.js';

// Words of the demo articles: the generated text compresses like real Italian prose, not like a repeated lorem.
const vocabulary = [
  ...new Set(
    demoArticles
      .flatMap((article) => article.content.replace(/<[^>]+>/g, ' ').split(/\s+/))
      .map((word) => word.replace(/[^\p{L}’']/gu, '').toLowerCase())
      .filter((word) => word.length > 1),
  ),
] as [string, ...string[]];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Deterministic text for the data set: the same seed gives the same words on every run. */
export class TextMaker {
  private readonly random: Random;

  constructor(seed: string) {
    this.random = randomFrom(seed);
  }

  int(min: number, max: number): number {
    return Math.floor(this.random.between(min, max + 1));
  }

  pick<T>(items: readonly [T, ...T[]]): T {
    return this.random.pick(items);
  }

  words(count: number): string {
    return Array.from({ length: count }, () => this.random.pick(vocabulary)).join(' ');
  }

  sentence(): string {
    return `${capitalize(this.words(this.int(8, 18)))}.`;
  }

  paragraph(sentences: number): string {
    return Array.from({ length: sentences }, () => this.sentence()).join(' ');
  }

  /** Rich text as the editor saves it: headings and paragraphs. */
  html(paragraphs: number): string {
    const blocks: string[] = [];
    for (let i = 0; i < paragraphs; i++) {
      if (i > 0 && i % 2 === 0) blocks.push(`<h2>${capitalize(this.words(this.int(2, 5)))}</h2>`);
      blocks.push(`<p>${this.paragraph(this.int(3, 6))}</p>`);
    }
    return blocks.join('\n');
  }

  /** A title made unique by its number (titles are unique per kind). */
  title(number: number): string {
    return `${capitalize(this.words(this.int(2, 5)))} ${number}`;
  }
}
