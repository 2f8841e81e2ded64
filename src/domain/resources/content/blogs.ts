import { P } from '../../permissions.ts'
import { defineResource, refTo } from '../define.ts'
import { FILE_REF } from '../refs.ts'
import {
  arabic,
  enabled,
  position,
  publishedAt,
  publishStatus,
  richText,
  seoDescription,
  seoTitle,
  slug,
  title,
} from './contentFields.ts'

// Spec 2 §6: the Blogs menu is BLOGS_VIEW, its articles (the posts) ARTICLES_VIEW. A post's writer reads
// the categories and tags to pick them; both keys open the posts.
const BLOG_KEYS = { add: [P.BLOG_ADD], update: [P.BLOG_UPDATE], delete: [P.BLOG_DELETE] }

/** A blog's categories (/blogs/categories), in their order on the website. */
export const blogCategories = defineResource({
  name: 'blogCategories',
  label: 'Blog Category',
  plural: 'Blog Categories',
  ar: { label: 'تصنيف المدونة', plural: 'تصنيفات المدونة', indefinite: 'تصنيف مدونة' },
  menu: {
    key: 'blog-categories',
    group: 'blogs',
    order: 20,
    label: { en: 'Categories', ar: 'التصنيفات' },
    permission: [P.BLOGS_VIEW],
  },
  icon: 'FolderTree',
  basePath: '/api/blogs/categories',
  route: '/blogs/categories',
  table: 'blog_categories',
  fields: {
    title: title('Name'),
    slug,
    description: { type: 'string', max: 2000, control: 'textarea' },
    enabled,
    translations: arabic('title', 'description'),
    position,
  },
  orderField: 'position',
  defaultSort: { position: 1 },
  searchFields: ['title', 'slug'],
  titleField: 'title',
  subtitleFields: ['slug'],
  access: { view: [P.BLOGS_VIEW, P.ARTICLES_VIEW], ...BLOG_KEYS },
  list: {
    columns: [
      { field: 'position', width: 70 },
      { field: 'title', cell: 'title', width: 220 },
      { field: 'slug', width: 200 },
      { field: 'enabled', cell: 'status' },
      { field: 'createdAt' },
    ],
    filters: [{ field: 'enabled', label: 'Status' }],
  },
  form: {
    sections: [
      { title: 'Category', fields: ['title', 'slug', 'enabled', 'description'] },
      { title: 'Arabic', fields: ['translations'] },
    ],
  },
})

/** A blog's tags (/blogs/tags). */
export const blogTags = defineResource({
  name: 'blogTags',
  label: 'Blog Tag',
  plural: 'Blog Tags',
  ar: { label: 'وسم المدونة', plural: 'وسوم المدونة', indefinite: 'وسم مدونة' },
  menu: {
    key: 'blog-tags',
    group: 'blogs',
    order: 30,
    label: { en: 'Tags', ar: 'الوسوم' },
    permission: [P.BLOGS_VIEW],
  },
  icon: 'Tag',
  basePath: '/api/blogs/tags',
  route: '/blogs/tags',
  table: 'blog_tags',
  fields: { title: title('Name'), slug, enabled, translations: arabic('title') },
  defaultSort: { title: 1 },
  searchFields: ['title', 'slug'],
  titleField: 'title',
  subtitleFields: ['slug'],
  access: { view: [P.BLOGS_VIEW, P.ARTICLES_VIEW], ...BLOG_KEYS },
  list: {
    columns: [
      { field: 'title', cell: 'title', width: 220 },
      { field: 'slug', width: 200 },
      { field: 'enabled', cell: 'status' },
      { field: 'createdAt' },
    ],
  },
  form: {
    sections: [
      { title: 'Tag', fields: ['title', 'slug', 'enabled'] },
      { title: 'Arabic', fields: ['translations'] },
    ],
  },
})

/** Blog posts, the articles (/blogs/posts): rich text in English and Arabic, a cover image, category and tags. */
export const blogPosts = defineResource({
  name: 'blogPosts',
  label: 'Blog Post',
  plural: 'Blog Posts',
  ar: { label: 'مقالة المدونة', plural: 'مقالات المدونة', indefinite: 'مقالة' },
  menu: { key: 'posts', group: 'blogs', order: 10, label: { en: 'Posts', ar: 'المقالات' }, keywords: ['articles'] },
  icon: 'Newspaper',
  basePath: '/api/blogs/posts',
  route: '/blogs/posts',
  table: 'blog_posts',
  fields: {
    title: title(),
    slug,
    status: publishStatus,
    publishedAt,
    enabled,
    author: { type: 'string', max: 200 },
    category: { column: 'category_id', type: 'id', ref: refTo(blogCategories) },
    tags: { column: 'tag_ids', type: 'id[]', ref: refTo(blogTags) },
    image: { column: 'image_id', type: 'id', ref: FILE_REF, control: 'image', label: 'Cover Image' },
    excerpt: { type: 'string', max: 1000, control: 'textarea' },
    content: richText('Content'),
    seoTitle,
    seoDescription,
    translations: arabic('title', 'excerpt', 'content', 'seoTitle', 'seoDescription'),
  },
  defaultSort: { publishedAt: -1 },
  searchFields: ['title', 'slug', 'author'],
  titleField: 'title',
  subtitleFields: ['category', 'status'],
  access: {
    view: [P.ARTICLES_VIEW, P.BLOGS_VIEW],
    add: [P.ARTICLE_ADD],
    update: [P.ARTICLE_UPDATE],
    delete: [P.ARTICLE_DELETE],
  },
  list: {
    columns: [
      { field: 'image', cell: 'image', width: 72, label: 'Cover' },
      { field: 'title', cell: 'title', width: 280 },
      { field: 'category' },
      { field: 'tags', width: 200 },
      { field: 'author' },
      { field: 'status' },
      { field: 'publishedAt' },
      { field: 'slug', hidden: true },
      { field: 'enabled', cell: 'status' },
    ],
    filters: [{ field: 'category' }, { field: 'status' }, { field: 'enabled', label: 'Enabled' }],
    populate: ['image', 'category', 'tags'],
  },
  form: {
    sections: [
      { title: 'Post', fields: ['title', 'slug', 'category', 'tags', 'author', 'status', 'publishedAt', 'enabled'] },
      { title: 'Content', fields: ['image', 'excerpt', 'content'] },
      { title: 'SEO', fields: ['seoTitle', 'seoDescription'] },
      { title: 'Arabic', fields: ['translations'] },
    ],
  },
  palette: { keywords: ['articles', 'blog', 'news'] },
})
