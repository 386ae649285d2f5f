import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../../components/content/coming-soon';
import { formatDayMonth } from '../../../lib/format';
import { titleToSlug } from '../../../lib/titles';
import { useLatestArticles } from '../api/latest-lists';
import { Carousel, CarouselSkeleton } from './carousel';
import { SectionHeading } from './section-heading';

/** The newest articles; each opens its article page, the heading's link the whole blog. */
export function LatestArticles() {
  const { t, i18n } = useTranslation('home');
  const articles = useLatestArticles();
  const list = articles.data ?? [];

  return (
    <section className="home-section container" aria-labelledby="home-articles-title">
      <SectionHeading
        id="home-articles-title"
        eyebrow={t('articles.eyebrow')}
        title={t('articles.title')}
        lead={t('articles.lead')}
        moreTo="/blog"
        moreLabel={t('articles.more')}
      />
      {articles.isPending ? (
        <CarouselSkeleton label={t('loading')} />
      ) : list.length === 0 ? (
        <ComingSoon text={t('articles.comingSoon')} />
      ) : (
        <Carousel label={t('articles.title')} autoAdvance>
          {list.map((article) => (
            <li key={article.id} className="home-card">
              {article.fileUrl ? (
                <img
                  className="home-card__image"
                  src={article.fileUrl}
                  alt=""
                  width={1200}
                  height={800}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <div className="home-card__image home-card__image--empty" aria-hidden="true" />
              )}
              <div className="home-card__body">
                <p className="home-card__eyebrow">
                  <time dateTime={article.date}>{formatDayMonth(article.date, i18n.language)}</time>
                  <span aria-hidden="true"> · </span>
                  {article.category}
                </p>
                <h3 className="home-card__title">
                  <Link to={`/articolo/${titleToSlug(article.title)}`} className="home-card__link">
                    {article.title}
                  </Link>
                </h3>
                <p className="home-card__text">{article.intro}</p>
              </div>
            </li>
          ))}
        </Carousel>
      )}
    </section>
  );
}
