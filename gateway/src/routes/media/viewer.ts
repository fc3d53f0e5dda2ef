/** The signed-in viewer identifyUser found, if any. */
export const viewerOf = (request: { user: { user: { id: number } } | null }) => request.user?.user.id;
