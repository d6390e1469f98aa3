import { describe, expect, it } from 'vitest';
import { isAdminPath, isGuardedAdminPath } from './admin-paths';

describe('isGuardedAdminPath', () => {
  it('is true for the dashboard and every editor and list of the admin area', () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/cars/new',
      '/admin/blog/3/edit',
      '/admin/leads',
    ]) {
      expect(isGuardedAdminPath(path), path).toBe(true);
    }
  });

  it('is false for the public sign-in page and for public pages that merely start alike', () => {
    for (const path of ['/admin/login', '/', '/inventory', '/administration', '/blog/admin-tips']) {
      expect(isGuardedAdminPath(path), path).toBe(false);
    }
  });
});

describe('isAdminPath', () => {
  it('is true for every page of the admin area, sign-in and invitation included', () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/login',
      '/admin/invite/abc',
      '/admin/cars/new',
    ]) {
      expect(isAdminPath(path), path).toBe(true);
    }
  });

  it('is false for public pages, those that merely start alike included', () => {
    for (const path of ['/', '/inventory', '/administration', '/blog/admin-tips']) {
      expect(isAdminPath(path), path).toBe(false);
    }
  });
});
