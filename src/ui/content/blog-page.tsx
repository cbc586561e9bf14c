// The blog (issue 16, docs/product.md §2.1 /blog): /blog lists the posts with covers and dates, newest first;
// /blog/:slug is one post. Posts are content pages (BLOG) the operator writes per language; English stands in for a
// missing one.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { contentListQuery } from '../../api/content/content.ts';
import { matchRoute, paths, routes } from '../../domain/paths.ts';
import { useApi } from '../app/app-providers.tsx';
import { FallbackNote, PageBody, PublishedDate, ReadState, useContentPage } from './content-parts.tsx';
import css from './content.module.css';

function Post({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const query = useContentPage('BLOG', slug);
  return (
    <article className={css.page} aria-labelledby="post-title">
      <p>
        <Link href={paths.blog()}>{t('content.blog.back')}</Link>
      </p>
      <ReadState query={query} missing={<h1 id="post-title">{t('content.notFound')}</h1>}>
        {(page) => <PageBody page={page} headingId="post-title" />}
      </ReadState>
    </article>
  );
}

function PostList() {
  const { t, i18n } = useTranslation();
  const query = useQuery(contentListQuery(useApi(), 'BLOG', i18n.language));
  return (
    <section className={css.page} aria-labelledby="blog-title">
      <h1 id="blog-title">{t('content.blog.title')}</h1>
      <p className={css.lead}>{t('content.blog.intro')}</p>
      <ReadState query={query} missing={null}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('content.blog.empty')}</p>
          ) : (
            <ul className={css.cards}>
              {list.map((post) => (
                <li key={post.slug} className={css.card}>
                  {post.coverUrl && <img src={post.coverUrl} alt="" width={400} height={200} loading="lazy" />}
                  <div>
                    <h2>
                      <Link href={paths.blog(post.slug)}>{post.title}</Link>
                    </h2>
                    <PublishedDate iso={post.publishAt} />
                    <FallbackNote language={post.language} />
                    <p>{post.excerpt}</p>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </ReadState>
    </section>
  );
}

/** Route /blog/:slug? (public). */
export default function BlogPage() {
  const [location] = useLocation();
  const slug = matchRoute(routes.blog, location)?.slug;
  return slug ? <Post slug={slug} /> : <PostList />;
}
