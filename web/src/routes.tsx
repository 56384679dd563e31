import { Route, Routes } from 'react-router';

/**
 * Route table of spec §2. Pages are lazy-loaded per route; the auth gate wraps the signed-in part.
 * (Filled in by the foundation work: gate, shell, feature pages.)
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="*" element={<main>Inkwell</main>} />
    </Routes>
  );
}
