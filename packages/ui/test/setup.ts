import '@testing-library/jest-dom/vitest';
import './without-owner-stacks';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
