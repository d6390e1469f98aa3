import { describe, expect, it } from 'vitest';
import { currentAt } from '../../../tests/support/nav-current';
import { ADMIN_SECTIONS } from './admin-sections';

describe('the current admin tab', () => {
  it('is Dashboard on /admin only', () => {
    expect(currentAt(ADMIN_SECTIONS, '/admin')).toEqual(['Dashboard']);
  });

  it('is Inventory on the inventory desk and in the vehicle editor', () => {
    expect(currentAt(ADMIN_SECTIONS, '/admin/cars')).toEqual(['Inventory']);
    expect(currentAt(ADMIN_SECTIONS, '/admin/cars/new')).toEqual(['Inventory']);
    expect(currentAt(ADMIN_SECTIONS, '/admin/cars/7/edit')).toEqual(['Inventory']);
  });

  it('is the section of the page and the pages under it', () => {
    expect(currentAt(ADMIN_SECTIONS, '/admin/blog')).toEqual(['Blog Posts']);
    expect(currentAt(ADMIN_SECTIONS, '/admin/blog/3/edit')).toEqual(['Blog Posts']);
    expect(currentAt(ADMIN_SECTIONS, '/admin/leads')).toEqual(['Leads']);
    expect(currentAt(ADMIN_SECTIONS, '/admin/contacts')).toEqual(['Contact Messages']);
    expect(currentAt(ADMIN_SECTIONS, '/admin/appraisals')).toEqual(['Appraisals']);
    expect(currentAt(ADMIN_SECTIONS, '/admin/audit')).toEqual(['Audit log']);
    expect(currentAt(ADMIN_SECTIONS, '/admin/account')).toEqual(['Your account']);
    expect(currentAt(ADMIN_SECTIONS, '/admin/staff')).toEqual(['Staff']);
  });
});
