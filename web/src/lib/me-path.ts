/** GET/PUT path of the signed-in user's profile (no imports: the boot script uses it too). */
export const ME_PATH = '/auth/me';
