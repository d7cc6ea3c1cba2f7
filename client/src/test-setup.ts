import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { loadDictionary } from './i18n/translate';

// jsdom lacks these; react-router uses them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Each language's texts are a lazy chunk in the browser; component tests render both languages at once.
beforeAll(() => Promise.all([loadDictionary('tr'), loadDictionary('en')]));

// findBy*/waitFor wait up to 5 s instead of 1 s: the suites share two cores with other suites.
configure({ asyncUtilTimeout: 5000 });
