import { describe, expect, it } from 'vitest';
import { itemPath, slugToTitle, titleKey, titleToSlug } from './site-paths.js';

describe('titles in URLs', () => {
  it('turns spaces into hyphens and back', () => {
    expect(titleToSlug('Il respiro che cura')).toBe('Il-respiro-che-cura');
    expect(slugToTitle('Il-respiro-che-cura')).toBe('Il respiro che cura');
    expect(slugToTitle(titleToSlug("L'arte dell'ascolto"))).toBe("L'arte dell'ascolto");
  });

  it('compares a title spaced or hyphenated by one key', () => {
    expect(titleKey('Il respiro')).toBe(titleKey('Il-respiro'));
    expect(titleKey(' Il  respiro- ')).toBe('il-respiro');
  });

  it('builds each item page from its title', () => {
    expect(itemPath.article('Il respiro che cura')).toBe('/articolo/Il-respiro-che-cura');
    expect(itemPath.course('Radici e ali')).toBe('/courseDetail/Radici-e-ali');
    expect(itemPath.onlineCourse('Respira con me')).toBe('/onlinecoursedetail/Respira-con-me');
    expect(itemPath.memberCourses('Giulia', 'Ferrante')).toBe('/corsi-membro/Giulia-Ferrante');
  });

  it.each([
    ["Ritiro d'inverno: il coraggio di fermarsi", "Ritiro-d'inverno%3A-il-coraggio-di-fermarsi"],
    ['Libertà', 'Libert%C3%A0'],
    ['Chi sono io? Corpo & mente, insieme', 'Chi-sono-io%3F-Corpo-%26-mente%2C-insieme'],
    ['Presenti al 100%', 'Presenti-al-100%25'],
  ])('encodes "%s" once, and reads it back from the segment the router decoded', (title, segment) => {
    expect(titleToSlug(title)).toBe(segment);
    expect(titleKey(decodeURIComponent(segment))).toBe(titleKey(title));
    expect(slugToTitle(decodeURIComponent(segment))).toBe(title);
  });
});
