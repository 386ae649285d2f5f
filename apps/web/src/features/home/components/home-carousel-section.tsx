import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/content/coming-soon';
import { Carousel, type CarouselProps, CarouselSkeleton } from './carousel';
import { SectionHeading } from './section-heading';

/**
 * A home section showing the newest items of one list as a carousel. `section` names its texts in
 * the `home` catalogue (`{section}.eyebrow`, `.title`, `.lead`, `.more`, `.comingSoon`); each item is
 * an `<li class={itemClassName}>` holding what `renderItem` gives.
 */
export function HomeCarouselSection<T>({
  section,
  moreTo,
  query,
  itemKey,
  itemClassName = 'home-card',
  carousel = { autoAdvance: true },
  renderItem,
}: {
  section: 'courses' | 'articles' | 'members' | 'topics';
  moreTo: string;
  query: { isPending: boolean; data: T[] | undefined };
  itemKey: (item: T) => Key;
  itemClassName?: string;
  /** How the carousel moves; by default it advances by itself. */
  carousel?: Omit<CarouselProps, 'label' | 'children'>;
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
        <Carousel label={t(`${section}.title`)} {...carousel}>
          {list.map((item) => (
            <li key={itemKey(item)} className={itemClassName}>
              {renderItem(item)}
            </li>
          ))}
        </Carousel>
      )}
    </section>
  );
}
