import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/content/coming-soon';
import { Carousel, CarouselSkeleton } from './carousel';
import { SectionHeading } from './section-heading';

/**
 * A home section showing the newest items of one list as a carousel. `section` names its texts in
 * the `home` catalogue (`{section}.eyebrow`, `.title`, `.lead`, `.more`, `.comingSoon`).
 */
export function HomeCarouselSection<T extends { id: string | number }>({
  section,
  moreTo,
  query,
  renderItem,
}: {
  section: 'courses' | 'articles';
  moreTo: string;
  query: { isPending: boolean; data: T[] | undefined };
  renderItem: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('home');
  const list = query.data ?? [];
  const titleId = `home-${section}-title`;

  return (
    <section className="home-section container" aria-labelledby={titleId}>
      <SectionHeading
        id={titleId}
        eyebrow={t(`${section}.eyebrow`)}
        title={t(`${section}.title`)}
        lead={t(`${section}.lead`)}
        moreTo={moreTo}
        moreLabel={t(`${section}.more`)}
      />
      {query.isPending ? (
        <CarouselSkeleton label={t('loading')} />
      ) : list.length === 0 ? (
        <ComingSoon text={t(`${section}.comingSoon`)} />
      ) : (
        <Carousel label={t(`${section}.title`)} autoAdvance>
          {list.map((item) => (
            <li key={item.id} className="home-card">
              {renderItem(item)}
            </li>
          ))}
        </Carousel>
      )}
    </section>
  );
}
