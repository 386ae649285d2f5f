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
});
