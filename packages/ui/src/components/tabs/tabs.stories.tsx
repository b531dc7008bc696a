import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Sections of one page switched in place (Radix Tabs), with optional counts.\n\n**Use** for peer sections of the same thing (inventory categories, settings sections). **Don't** use tabs for steps in a sequence or to navigate between pages.",
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const settings = ['General', 'Connections', 'Privacy', 'Security', 'Billing'];

export const Settings: Story = {
  render: () => (
    <Tabs defaultValue="0">
      <TabsList aria-label="Account settings">
        {settings.map((name, index) => (
          <TabsTrigger key={name} value={String(index)}>
            {name}
          </TabsTrigger>
        ))}
      </TabsList>
      {settings.map((name, index) => (
        <TabsContent key={name} value={String(index)}>
          {name} settings go here.
        </TabsContent>
      ))}
    </Tabs>
  ),
};

const views = [
  { value: '1', label: 'Pending Friends', count: 3 },
  { value: '2', label: 'Friends', count: 128 },
  { value: '3', label: 'Following', count: 12 },
  { value: '4', label: 'Followers', count: 1042 },
];

export const FriendsVertical: Story = {
  render: function FriendsVertical() {
    const [view, setView] = useState('1');
    return (
      <Tabs value={view} onValueChange={setView} orientation="vertical">
        <TabsList aria-label="Friends views">
          <TabsTrigger value="0" count={0}>
            Search Results
          </TabsTrigger>
          {views.map((v) => (
            <TabsTrigger key={v.value} value={v.value} count={v.count}>
              {v.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="0">No results.</TabsContent>
        {views.map((v) => (
          <TabsContent key={v.value} value={v.value}>
            {v.label}: {v.count} users.
          </TabsContent>
        ))}
      </Tabs>
    );
  },
};

const categories = [
  'Recent',
  'Outfits',
  'Eyes',
  'Hats',
  'Hair',
  'Head',
  'Glasses',
  'Face',
  'Neck',
  'Back',
  'Jackets',
  'Shirts',
  'Wrist',
  'Hands',
  'Waist',
  'Pants',
  'Shoes',
  'Misc',
];

/** Eighteen inventory categories scroll sideways in a narrow container. */
export const ManyCategories: Story = {
  render: () => (
    <div style={{ maxWidth: 640 }}>
      <Tabs defaultValue="0">
        <TabsList aria-label="Inventory categories">
          {categories.map((name, index) => (
            <TabsTrigger key={name} value={String(index)}>
              {name}
            </TabsTrigger>
          ))}
        </TabsList>
        {categories.map((name, index) => (
          <TabsContent key={name} value={String(index)}>
            Items in {name}.
          </TabsContent>
        ))}
      </Tabs>
    </div>
  ),
};

export const WithDisabledTab: Story = {
  render: () => (
    <Tabs defaultValue="a">
      <TabsList aria-label="Example">
        <TabsTrigger value="a">Available</TabsTrigger>
        <TabsTrigger value="b" disabled>
          Coming soon
        </TabsTrigger>
      </TabsList>
      <TabsContent value="a">Content</TabsContent>
      <TabsContent value="b">Never shown</TabsContent>
    </Tabs>
  ),
};
