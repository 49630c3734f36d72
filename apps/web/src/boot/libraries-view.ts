/**
 * The `vendor-view` chunk's door (ADR 0210): the router, styled-components and i18next,
 * evaluated in a task of their own before the app's. Names the app already uses only (see
 * libraries-state.ts).
 */
export { useNavigate } from 'react-router';
export { default as styled } from 'styled-components';
export { default as i18next } from 'i18next';
