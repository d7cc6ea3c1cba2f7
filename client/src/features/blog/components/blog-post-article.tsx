import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PageBuilderItem } from '../../../../../contracts/blog/entities';
import type { BlogPostResponse } from '../../../../../contracts/blog/responses';
import { homePath, pagePath } from '../../../lib/routes';
import { useStores, useT } from '../../../stores/use-stores';
import { blogListHref, formatPostDate } from '../blog-links';
import { postBlocks } from '../../../lib/post-blocks';
import { readingMinutes } from '../reading-time';
import '../blog.css';

export interface BlogPostArticleProps {
  page: BlogPostResponse;
  /** Blog post or corporate page: decides the breadcrumbs and whether reading time shows. */
  section: 'blog' | 'corporate';
  /** Renders a ProductWidget block (the page wires in the catalogue's widget: features do not import each other). */
  renderWidget?: (item: PageBuilderItem, index: number) => ReactNode;
}

/** A blog post or corporate page: breadcrumbs, title, date and reading time (S9.11), text, page builder blocks, tags. */
export const BlogPostArticle = observer(function BlogPostArticle({ page, section, renderWidget }: BlogPostArticleProps) {
  const { ui } = useStores();
  const t = useT();
  const post = page.blogPost;
  const crumbs = section === 'blog'
    ? page.hierarchy.map((category, index) => ({
      id: category.id, name: category.name,
      href: index === 0 ? pagePath('blog', ui.culture) : blogListHref(ui.culture, { category: category.slug }),
    }))
    : [{ id: 0, name: t('route.corporate'), href: pagePath('corporate', ui.culture) }];
  return (
    <article className="blog-post" data-testid="blog-post">
      <nav className="breadcrumbs" aria-label={t('blog.breadcrumb')}>
        <ol>
          <li><Link to={homePath(ui.culture)}>{t('route.home')}</Link></li>
          {crumbs.map((crumb) => <li key={crumb.id}><Link to={crumb.href}>{crumb.name}</Link></li>)}
          <li aria-current="page">{post.name}</li>
        </ol>
      </nav>
      <h1>{post.name}</h1>
      {section === 'blog' ? (
        <p className="blog-post__meta">
          {post.publishedAt ? <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, ui.culture)}</time> : null}
          <span data-testid="reading-time">{t('blog.readingTime', { minutes: readingMinutes(post.content ?? '') })}</span>
        </p>
      ) : null}
      {post.summary ? <p className="blog-post__summary">{post.summary}</p> : null}
      <div className="blog-post__body">
        {postBlocks(post.content).map((block, index) => (block.kind === 'heading' ? <h2 key={index}>{block.text}</h2> : <p key={index}>{block.text}</p>))}
      </div>
      {renderWidget ? (post.extensionData.PageBuilder ?? []).map((item, index) => (item.Type === 'ProductWidget' && item.List?.length ? renderWidget(item, index) : null)) : null}
      {page.tags.length ? (
        <section className="blog-post__tags" aria-label={t('blog.tags')}>
          <h2 className="visually-hidden">{t('blog.tags')}</h2>
          <ul>{page.tags.map((tag) => <li key={tag.id}><Link to={blogListHref(ui.culture, { tag: tag.slug })}>#{tag.name}</Link></li>)}</ul>
        </section>
      ) : null}
    </article>
  );
});
