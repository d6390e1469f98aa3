// Component tests (Vitest project "component", happy-dom): each test starts from an empty page.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
