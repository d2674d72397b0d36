import { navigationEditing, type NavigationSource } from './navigationEditing';

const files = {
  sidebars: { shown: 'content/navigation/sidebars.yml', text: 'tutorialSidebar: []\n' },
  navbar: { shown: 'content/navigation/navbar.yml', text: 'items: []\n' },
  footer: { shown: 'content/navigation/footer.yml', text: 'links: []\n' },
  announcementBar: { shown: 'content/navigation/announcement.yml' },
};
/** Content without navigation/: the build reads the project's. */
const borrowed = (contentShown: string): NavigationSource => ({
  inContent: false,
  projectFolder: 'content/navigation',
  contentShown,
  files,
});

describe('navigationEditing', () => {
  it("saves the content's own navigation where the backend finds it", () => {
    expect(navigationEditing({ contentFolder: '', localBackend: true })).toEqual({ folder: 'navigation' });
    const own = { ...borrowed('content'), inContent: true };
    expect(navigationEditing({ contentFolder: 'content', localBackend: false }, own)).toEqual({
      folder: 'content/navigation',
    });
  });

  it("saves the project's navigation with a Git backend that commits to the project, which holds it", () => {
    expect(
      navigationEditing({ contentFolder: 'shelf-content', localBackend: false }, borrowed('shelf-content')),
    ).toEqual({ folder: 'content/navigation' });
  });

  it("is read-only where the backend cannot write the project's navigation, saying why and what to do", () => {
    const local = navigationEditing({ contentFolder: '', localBackend: true }, borrowed('shelf-content'));
    expect(local).toEqual({ folder: 'navigation', readOnly: { why: expect.any(String), files } });
    expect(local.readOnly!.why).toMatchInlineSnapshot(
      `"Read-only here: shelf-content has no navigation/ folder, so the site is built with the project's content/navigation/, outside the content folder this CMS writes to (shelf-content). Edit these files in the site's project; or, to edit the navigation here, add a navigation/ folder to the content with all of the project's navigation files in it (the build then reads that folder alone)."`,
    );
    const repository = navigationEditing(
      { contentFolder: '', localBackend: false },
      borrowed('https://github.com/trove-app/docs.git at v1'),
    );
    expect(repository.readOnly!.why).toContain(
      "the site is built with the project's content/navigation/, in the site's own repository, not in the content " +
        'repository this CMS commits to.',
    );
  });
});
