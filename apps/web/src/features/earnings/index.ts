// Nothing of this feature is used elsewhere: its page loads through the router (app/router.tsx).
// Export here whatever another feature or the shell comes to need; they may import only this file.
export {};
