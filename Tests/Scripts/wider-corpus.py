#!/usr/bin/env python3
"""The wider corpus (issue 16): re-materialize it, split it, and measure one set.

    Tests/Scripts/wider-corpus.py materialize [--mirrors DIR] [--out DIR]
    Tests/Scripts/wider-corpus.py split [--seed N] [--check]
    Tests/Scripts/wider-corpus.py add SET REPO LICENSE PATH... [--commit SHA] [--mirrors DIR]
    Tests/Scripts/wider-corpus.py measure SET BINARY [--typecheck] [--results FILE]
                                          [--mirrors DIR] [--out DIR] [--timeout S] [--jobs N] [--progress]
                                          [--only SUBSTRING]

SET is visible, heldout, a probe set (probe, probe2, ..., probe10) or all (visible and held-out). BINARY is an unboard executable (e.g. .build/debug/unboard
or /work/bin/unboard-main).

Tests/Corpus/MANIFEST.tsv lists every file: its repository, path and commit, the repository's
license, whether the file itself is committed under Tests/Corpus (only for licenses that allow
redistribution; the repository's license text is beside it as LICENSE.upstream), the blob's
SHA-1, and its set. Files that are not committed are read from a mirror of their repository
(a bare git dir at <mirrors>/<owner>+<name>/repo, as the `fetch` tool brings it) at the
recorded commit, and written under --out; every file's SHA-1 is checked.

`split` assigns the sets: whole repositories, shuffled with random.Random(seed), go to the
held-out set until it holds a third of the files, so no repository has files in both sets.
`split --check` recomputes the assignment and fails if the manifest differs from it. Rows of the
probe sets (files added later, from repositories in no other set, to look for causes that generalize) are
not split: they keep their set, and the visible/held-out assignment is computed without them.

`add` appends files of one repository, read from its mirror at the mirror's HEAD (or at --commit, for a version
only its history holds), to the manifest with
the given set and license, and copies them (with the license text) under Tests/Corpus when the
license allows redistribution.

`measure` runs, for each file of the set: `unboard generate` (converted, or refused with the
first error), `unboard verify --report-only --summary` (views within tolerance), and with
--typecheck `unboard generate --custom-class-stubs` and `unboard migrate --custom-class-stubs`, each
followed by Tests/Scripts/typecheck-ios.sh (passes when both exit 0 with no warning). Per-file results
go to --results (TSV); the totals per category are printed.
"""
import argparse
import collections
import concurrent.futures
import hashlib
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, 'Tests', 'Corpus')
MANIFEST = os.path.join(CORPUS, 'MANIFEST.tsv')
TYPECHECK = os.path.join(ROOT, 'Tests', 'Scripts', 'typecheck-ios.sh')
DEFAULT_SEED = 16
SETS = ('visible', 'heldout')
PROBES = ('probe', 'probe2', 'probe3', 'probe4', 'probe5', 'probe6', 'probe7', 'probe8', 'probe9', 'probe10', 'probe11', 'probe13', 'probe14', 'probe15')
REDISTRIBUTABLE = ('MIT', 'BSD-2-Clause', 'BSD-3-Clause', 'Apache-2.0', 'Zlib', 'ISC')


def read_manifest():
    with open(MANIFEST, encoding='utf-8') as f:
        lines = f.read().splitlines()
    header = lines[0].split('\t')
    return header, [dict(zip(header, line.split('\t'))) for line in lines[1:] if line]


def write_manifest(header, rows):
    with open(MANIFEST, 'w', encoding='utf-8') as f:
        f.write('\t'.join(header) + '\n')
        for row in rows:
            f.write('\t'.join(row[h] for h in header) + '\n')


def assign_sets(rows, seed):
    """Whole repositories go to the held-out set, in a seeded random order, until it holds a third; rows of the
    probe sets keep their set and take no part."""
    probe = {row['local_path']: row['set'] for row in rows if row['set'] in PROBES}
    rows = [row for row in rows if row['set'] not in PROBES]
    by_repo = collections.Counter(row['repo'] for row in rows)
    repos = sorted(by_repo)
    random.Random(seed).shuffle(repos)
    target = round(len(rows) / 3)
    heldout, count = set(), 0
    for repo in repos:
        if count >= target:
            break
        if count + by_repo[repo] <= target + 2:
            heldout.add(repo)
            count += by_repo[repo]
    return probe | {row['local_path']: 'heldout' if row['repo'] in heldout else 'visible' for row in rows}


def git_dir(mirrors, repo):
    base = os.path.join(mirrors, repo.replace('/', '+', 1), 'repo')
    return os.path.join(base, '.git') if os.path.isdir(os.path.join(base, '.git')) else base


def materialize(rows, mirrors, out):
    """Returns {local_path: file on disk}; missing files are reported and left out."""
    paths, missing = {}, []
    for row in rows:
        committed = os.path.join(CORPUS, row['local_path'])
        if row['committed'] == 'yes' and os.path.isfile(committed):
            path = committed
        else:
            path = os.path.join(out, row['local_path'])
            if not os.path.isfile(path):
                gd = git_dir(mirrors, row['repo'])
                if not os.path.isdir(gd):
                    missing.append(f"{row['local_path']}: no mirror at {gd} (fetch github:{row['repo']})")
                    continue
                blob = subprocess.run(['git', '--git-dir', gd, 'cat-file', 'blob',
                                       f"{row['commit']}:{row['path_in_repo']}"], capture_output=True)
                if blob.returncode != 0:
                    missing.append(f"{row['local_path']}: {blob.stderr.decode().strip()}")
                    continue
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, 'wb') as f:
                    f.write(blob.stdout)
        with open(path, 'rb') as f:
            if hashlib.sha1(f.read()).hexdigest() != row['sha1']:
                missing.append(f"{row['local_path']}: SHA-1 differs from the manifest")
                continue
        paths[row['local_path']] = path
    for line in missing:
        print(f'missing: {line}', file=sys.stderr)
    return paths


TOTAL = re.compile(r'Total: .*?: (\d+) within tolerance \(\S+ of (\d+) verifiable')


def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, errors='replace', timeout=timeout)
        return p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        return 'timeout', f'timed out after {timeout} s'


def first(output, kind):
    for line in output.splitlines():
        if f': {kind}: ' in line:
            return line.split(f': {kind}: ', 1)[1].strip()
    return ''


def measure_file(binary, path, typecheck, timeout):
    result = {'converted': 'no', 'refusal': '', 'warnings': 0, 'first_warning': '',
              'within': 0, 'verifiable': 0, 'typecheck': '-', 'typecheck_error': ''}
    with tempfile.TemporaryDirectory(prefix='wider-corpus-') as tmp:
        rc, out = run([binary, 'generate', path, '--output', os.path.join(tmp, 'gen')], timeout)
        result['warnings'] = sum(': warning: ' in line for line in out.splitlines())
        result['first_warning'] = first(out, 'warning')
        if rc != 0:
            result['refusal'] = first(out, 'error') or f'exit {rc}: ' + out.strip().replace('\n', ' ')[:200]
            return result
        result['converted'] = 'yes'
        rc, out = run([binary, 'verify', path, '--report-only', '--summary'], timeout)
        match = TOTAL.search(out)
        if match:
            result['within'], result['verifiable'] = int(match.group(1)), int(match.group(2))
        if typecheck:
            result['typecheck'], result['typecheck_error'] = 'pass', ''
            for command in ('generate', 'migrate'):
                error = typecheck_output(binary, command, path, os.path.join(tmp, 'tc-' + command), timeout)
                if error:
                    result['typecheck'], result['typecheck_error'] = 'fail', f'{command}: {error}'
                    break
    return result


def typecheck_output(binary, command, path, out_dir, timeout):
    """`unboard <command> --custom-class-stubs` type-checked against the real SDK: '' when it passes with no
    warning, else the first error or warning."""
    rc, out = run([binary, command, path, '--custom-class-stubs', '--quiet', '--output', out_dir], timeout)
    if rc != 0:
        return 'conversion: ' + (first(out, 'error') or f'exit {rc}')
    rc, out = run(['bash', TYPECHECK, out_dir], timeout * 4)
    if rc == 0 and ': warning: ' not in out:
        return ''
    return first(out, 'error') or first(out, 'warning') or f'exit {rc}'


def reason_kind(message):
    """The message without its names, so that refusals of one kind are counted together."""
    kind = re.sub(r"'[^']*'|\"[^\"]*\"|`[^`]*`", '…', message)
    kind = re.sub(r'\([^)]*\)', '(…)', kind).split(': ')[0]
    return kind[:110]


def clean(text):
    return text.replace('\t', ' ').replace('\n', ' ')


def measure(args):
    _, rows = read_manifest()
    chosen = [row for row in rows if (row['set'] == args.set or args.set == 'all' and row['set'] in SETS)
              and (not args.only or args.only in row['local_path'])]
    if not chosen:
        sys.exit(f'no files in set {args.set!r}')
    paths = materialize(chosen, args.mirrors, args.out)
    results = args.results or os.path.join(args.out, f'results-{args.set}.tsv')
    os.makedirs(os.path.dirname(os.path.abspath(results)), exist_ok=True)
    columns = ['local_path', 'category', 'converted', 'refusal', 'warnings', 'first_warning',
               'within', 'verifiable', 'typecheck', 'typecheck_error']
    per_category = collections.defaultdict(collections.Counter)
    reasons = collections.defaultdict(collections.Counter)
    with open(results, 'w', encoding='utf-8') as f:
        f.write('\t'.join(columns) + '\n')
        def one(row):
            path = paths.get(row['local_path'])
            return path and measure_file(args.binary, path, args.typecheck, args.timeout)
        pool = concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs)
        measured = pool.map(one, chosen)
        for n, (row, r) in enumerate(zip(chosen, measured), 1):
            category = row['category']
            totals = per_category[category]
            totals['files'] += 1
            if not r:
                totals['missing'] += 1
                continue
            f.write('\t'.join([row['local_path'], category] + [clean(str(r[c])) for c in columns[2:]]) + '\n')
            f.flush()
            totals['converted'] += r['converted'] == 'yes'
            totals['refused'] += r['converted'] != 'yes'
            totals['with warnings'] += r['warnings'] > 0
            totals['within'] += r['within']
            totals['verifiable'] += r['verifiable']
            totals['verify 100%'] += r['converted'] == 'yes' and r['within'] == r['verifiable']
            totals['type-check pass'] += r['typecheck'] == 'pass'
            totals['type-checked'] += r['typecheck'] != '-'
            if r['refusal']:
                reasons[category][reason_kind(r['refusal'])] += 1
            if args.progress:
                print(f'[{n}/{len(chosen)}] {row["local_path"]}: {r["converted"]}', file=sys.stderr)
    print(f'set {args.set}: binary {args.binary}; per-file results in {results}')
    for category in sorted(per_category, key=lambda c: (c != 'ios', c)):
        t = per_category[category]
        pct = 100.0 * t['within'] / t['verifiable'] if t['verifiable'] else 100.0
        line = (f"  {category}: {t['files']} files, {t['converted']} converted, {t['refused']} refused"
                f"{', %d missing' % t['missing'] if t['missing'] else ''}, {t['with warnings']} with warnings; "
                f"verify {t['within']}/{t['verifiable']} views within tolerance ({pct:.1f}%), "
                f"{t['verify 100%']} files at 100%")
        if t['type-checked']:
            line += f"; type-check {t['type-check pass']}/{t['type-checked']} pass"
        print(line)
        for reason, count in reasons[category].most_common():
            print(f'      refused {count}x: {reason}')


def document_facts(text):
    """The manifest's category, document type, tools version, runtime and device of one document."""
    def attribute(name):
        match = re.search(name + r'="([^"]*)"', text[:2000])
        return match.group(1) if match else ''
    document_type, runtime = attribute('type'), attribute('targetRuntime')
    if 'archive' in text[:200] and '<archive' in text[:500]:
        category = 'ios-archive'
    else:
        category = {'MacOSX': 'macos', 'watchKit': 'watchos', 'AppleTV': 'tvos'}.get(runtime.split('.')[0], 'ios')
    device = attribute('<device id')
    ipad = runtime.endswith('.iPad') or device.startswith('ipad')
    return category, document_type, attribute('toolsVersion'), runtime or '-', 'ipad' if ipad else 'phone'


def add(args):
    """Appends files of one mirrored repository to the manifest (see the module's doc)."""
    header, rows = read_manifest()
    known_repos = {row['repo'] for row in rows if row['set'] != args.set}
    if args.repo in known_repos:
        sys.exit(f'{args.repo} already has files in another set')
    known = {row['sha1'] for row in rows}
    gd = git_dir(args.mirrors, args.repo)
    def git(*command):
        return subprocess.run(['git', '--git-dir', gd] + list(command), capture_output=True, check=True).stdout
    commit = git('rev-parse', args.commit or 'HEAD').decode().strip()
    date = git('log', '-1', '--format=%cs', commit).decode().strip()
    committed = args.license in REDISTRIBUTABLE
    for path in args.paths:
        blob = git('cat-file', 'blob', f'{commit}:{path}')
        sha1 = hashlib.sha1(blob).hexdigest()
        if sha1 in known:
            print(f'skipped (same content as a manifest file): {path}', file=sys.stderr)
            continue
        known.add(sha1)
        local_path = args.repo.replace('/', '__', 1) + '/' + path
        category, document_type, tools, runtime, device = document_facts(blob.decode('utf-8', 'replace'))
        rows.append(dict(zip(header, [local_path, args.repo, path, commit, args.license, str(len(blob)),
                                      'yes' if committed else 'no', category, document_type, tools, runtime,
                                      device, date, sha1, args.set])))
        if committed:
            target = os.path.join(CORPUS, local_path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, 'wb') as f:
                f.write(blob)
    license_dir = os.path.join(CORPUS, args.repo.replace('/', '__', 1))
    if committed and args.license_file and os.path.isdir(license_dir):
        with open(os.path.join(license_dir, 'LICENSE.upstream'), 'wb') as f:
            f.write(git('cat-file', 'blob', f'{commit}:{args.license_file}'))
    write_manifest(header, rows)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest='command', required=True)
    m = sub.add_parser('materialize')
    s = sub.add_parser('split')
    s.add_argument('--seed', type=int, default=DEFAULT_SEED)
    s.add_argument('--check', action='store_true')
    me = sub.add_parser('measure')
    me.add_argument('set', choices=SETS + PROBES + ('all',))
    me.add_argument('binary')
    me.add_argument('--typecheck', action='store_true')
    me.add_argument('--results')
    me.add_argument('--timeout', type=int, default=120)
    me.add_argument('--progress', action='store_true')
    me.add_argument('--jobs', type=int, default=1)
    me.add_argument('--only', help='measure only the files whose local_path contains this')
    a = sub.add_parser('add')
    a.add_argument('set', choices=PROBES)
    a.add_argument('repo')
    a.add_argument('license')
    a.add_argument('paths', nargs='+')
    a.add_argument('--license-file', help="the repository's license file, copied as LICENSE.upstream")
    a.add_argument('--commit', help='the commit to read the files at (default: HEAD)')
    for p in (m, me, a):
        p.add_argument('--mirrors', default=os.environ.get('UNBOARD_MIRRORS', '/work/.mirror'))
        p.add_argument('--out', default='/tmp/unboard-wider-corpus')
    args = parser.parse_args()
    if args.command == 'materialize':
        _, rows = read_manifest()
        paths = materialize(rows, args.mirrors, args.out)
        print(f'{len(paths)} of {len(rows)} files present (committed ones in {CORPUS}, the others in {args.out})')
        sys.exit(0 if len(paths) == len(rows) else 1)
    elif args.command == 'add':
        add(args)
    elif args.command == 'split':
        header, rows = read_manifest()
        sets = assign_sets(rows, args.seed)
        if args.check:
            wrong = [row['local_path'] for row in rows if row['set'] != sets[row['local_path']]]
            print(f'{len(wrong)} files differ from the seed-{args.seed} split')
            sys.exit(1 if wrong else 0)
        for row in rows:
            row['set'] = sets[row['local_path']]
        write_manifest(header, rows)
        print(collections.Counter(row['set'] for row in rows))
    else:
        args.binary = os.path.abspath(args.binary)
        measure(args)


if __name__ == '__main__':
    main()
