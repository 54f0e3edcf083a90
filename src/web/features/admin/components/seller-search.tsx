import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { adminSellerPath } from '@core/paths';
import { useSellerSearch } from '../api/find-sellers';
import { formatDate } from './admin-format';

/** Find a seller by email (or part of it) or account id. */
export function SellerSearch() {
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const found = useSellerSearch(query);

  function submit(event: FormEvent) {
    event.preventDefault();
    setQuery(text);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Find a seller
      </h2>
      <form
        onSubmit={submit}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        role="search"
      >
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={`${id}-q`}>Email or account id</Label>
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="asha@example.com"
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      {found.isError ? <p className="text-sm text-destructive">{found.error.message}</p> : null}
      {found.data ? (
        found.data.length === 0 ? (
          <p className="text-sm text-muted">No seller matches “{query}”.</p>
        ) : (
          <ul
            aria-label="Sellers found"
            className="divide-y divide-border rounded-lg border border-border bg-card"
          >
            {found.data.map((seller) => (
              <li key={seller.id}>
                <Link
                  to={adminSellerPath(seller.id)}
                  className="flex flex-wrap justify-between gap-2 px-4 py-3 hover:bg-stone-50"
                >
                  <span className="font-medium">{seller.email}</span>
                  <span className="text-sm text-muted">
                    {seller.name} · since {formatDate(seller.createdAt)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
