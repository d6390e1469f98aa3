import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

export default [
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('inventory', 'routes/inventory.tsx'),
    route('cars', 'routes/cars-index.tsx'),
    route('cars/:id', 'routes/car-detail.tsx'),
    route('favourites', 'routes/favourites.tsx'),
    route('compare', 'routes/compare.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('sell', 'routes/sell.tsx'),
    route('about', 'routes/about.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/:slug', 'routes/blog-post.tsx'),
    ...prefix('admin', [
      route('login', 'routes/admin/login.tsx'),
      layout('routes/admin/admin-layout.tsx', [
        index('routes/admin/dashboard.tsx'),
        route('cars', 'routes/admin/car-list.tsx'),
        route('cars/new', 'routes/admin/car-new.tsx'),
        route('cars/:id/edit', 'routes/admin/car-edit.tsx'),
        route('blog', 'routes/admin/blog-list.tsx'),
        route('blog/new', 'routes/admin/blog-new.tsx'),
        route('blog/:id/edit', 'routes/admin/blog-edit.tsx'),
        route('leads', 'routes/admin/leads.tsx'),
        route('leads/:id', 'routes/admin/lead-details.tsx'),
        route('contacts', 'routes/admin/contacts.tsx'),
        route('contacts/:id', 'routes/admin/contact-details.tsx'),
        route('appraisals', 'routes/admin/appraisals.tsx'),
        route('appraisals/:id', 'routes/admin/appraisal-details.tsx'),
      ]),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
