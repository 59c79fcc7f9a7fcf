/**
 * Ejected BlogSidebar/Mobile (@docusaurus/theme-classic 3.10.2): the blog's
 * list of every post by year, in the phone drawer.
 *
 * The stock component builds the whole list (27 posts under their years) into
 * the closed drawer as soon as a blog page starts on a phone, where it costs
 * the main thread while the page is still becoming usable and nobody sees it.
 * This copy builds it when the drawer opens. Otherwise the stock component.
 */
import {memo, type ReactNode} from 'react';
import {
  useVisibleBlogSidebarItems,
  BlogSidebarItemList,
} from '@docusaurus/plugin-content-blog/client';
import {
  NavbarSecondaryMenuFiller,
  type NavbarSecondaryMenuComponent,
} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import BlogSidebarContent from '@theme/BlogSidebar/Content';
import type {Props as BlogSidebarContentProps} from '@theme/BlogSidebar/Content';
import type {Props} from '@theme/BlogSidebar/Mobile';
import styles from './styles.module.css';

const ListComponent: BlogSidebarContentProps['ListComponent'] = ({items}) => (
  <BlogSidebarItemList
    items={items}
    ulClassName="menu__list"
    liClassName="menu__list-item"
    linkClassName="menu__link"
    linkActiveClassName="menu__link--active"
  />
);

function PostList({sidebar}: Props): ReactNode {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  return (
    <BlogSidebarContent
      items={items}
      ListComponent={ListComponent}
      yearGroupHeadingClassName={styles.yearGroupHeading}
    />
  );
}

const BlogSidebarMobileSecondaryMenu: NavbarSecondaryMenuComponent<Props> = ({sidebar}) => {
  const {shown} = useNavbarMobileSidebar();
  return shown ? <PostList sidebar={sidebar} /> : null;
};

function BlogSidebarMobile(props: Props): ReactNode {
  return <NavbarSecondaryMenuFiller component={BlogSidebarMobileSecondaryMenu} props={props} />;
}

export default memo(BlogSidebarMobile);
