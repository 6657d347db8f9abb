import type { BuilderTypes } from '../graphql/builder.ts';
import { viewerActor } from './authoring-context.ts';
import {
  canEditLibraryItem,
  type LibraryItemOwnership,
  ownsLibraryItem,
} from './library-access.ts';

type LibraryItemFieldBuilder = PothosSchemaTypes.RootFieldBuilder<
  BuilderTypes,
  LibraryItemOwnership,
  'DrizzleObject'
>;

/** What the viewer may do with a scenario or curriculum: `viewerIsOwner` and `viewerCanEdit`. */
export function libraryItemViewerFields(t: LibraryItemFieldBuilder, itemName: string) {
  return {
    viewerIsOwner: t.boolean({
      resolve: async (item, _args, context) => {
        const actor = await viewerActor(context);
        return actor !== null && ownsLibraryItem(actor, item);
      },
    }),
    viewerCanEdit: t.boolean({
      description: `The owner, or staff for a public ${itemName}.`,
      resolve: async (item, _args, context) => {
        const actor = await viewerActor(context);
        return actor !== null && canEditLibraryItem(actor, item);
      },
    }),
  };
}
