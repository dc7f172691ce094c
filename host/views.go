package host

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/anna-chess/anna/speech"
)

// The views file (~/.config/anna/views) keeps, for every match to come,
// the view, the language and the verbosity each SSH key chose: a line a
// key, its fingerprint and these, separated by tabs ("-": no view chosen
// yet). A key's choice or its use is a line appended, which replaces the
// key's lines before it; the file is written anew, a line a key, only
// when it has twice keptKeys lines: a join never writes the file whole
// (5,600 new keys wrote it whole at each join, 13 s of the host's CPU a
// thousand joins).

// keptKeys bounds the keys the views file keeps: those used most
// recently. A key the host sees less often than this many others is
// asked its view again.
const keptKeys = 1000

const viewsHeader = "# anna: the view (line or board), the language and the verbosity each SSH key chose\n"

// readViews reads the views file, if there is one: a later line of a key
// replaces its earlier ones, and of more than keptKeys keys those used
// least recently are left out.
func (p *players) readViews() error {
	if p.path == "" {
		return nil
	}
	data, err := os.ReadFile(p.path)
	if err != nil && !os.IsNotExist(err) {
		return fmt.Errorf("host: %w", err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		// key, view and, since issue 21, language and verbosity
		fields := strings.Split(line, "\t")
		if len(fields) < 2 || strings.HasPrefix(line, "#") {
			continue
		}
		key := fields[0]
		p.lines++
		p.forget(key)
		if view := fields[1]; view == "line" || view == "board" {
			p.views[key] = view
		}
		if len(fields) > 2 {
			if l, err := speech.ParseLang(fields[2]); err == nil && fields[2] != "" {
				p.langs[key] = l
			}
		}
		if len(fields) > 3 {
			if v, err := speech.ParseVerbosity(fields[3]); err == nil {
				p.verbose[key] = v
			}
		}
		p.touch(key)
	}
	return nil
}

// use notes that a key whose choice is kept joined again: unless it was
// used lately, a line of it is appended, so that it stays among the keys
// kept. p.mu is held.
func (p *players) use(fp string) error {
	at, ok := p.used[fp]
	if !ok || p.uses-at < keptKeys/2 {
		return nil
	}
	return p.keep(fp)
}

// joined notes that a key joined (anna join): it stays among the keys
// kept, if it chose something.
func (p *players) joined(fp string, failed func(error)) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if err := p.use(fp); err != nil {
		failed(err)
	}
}

// keep notes a key's choice as its newest use, on disk when there is a
// file for it: a line appended, the file written anew only once it has
// twice keptKeys lines. p.mu is held.
func (p *players) keep(fp string) error {
	p.touch(fp)
	if p.path == "" {
		return nil
	}
	if p.lines >= 2*keptKeys {
		return p.rewrite()
	}
	if err := os.MkdirAll(filepath.Dir(p.path), 0o700); err != nil {
		return err
	}
	f, err := os.OpenFile(p.path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return err
	}
	line := p.record(fp)
	if info, err := f.Stat(); err == nil && info.Size() == 0 {
		line = viewsHeader + line
	}
	_, err = f.WriteString(line)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	p.lines++
	return err
}

// rewrite writes the file anew: a line a key kept, the least recently
// used first. p.mu is held.
func (p *players) rewrite() error {
	keys := slices.SortedFunc(maps.Keys(p.used), func(a, b string) int { return p.used[a] - p.used[b] })
	var sb strings.Builder
	sb.WriteString(viewsHeader)
	for _, k := range keys {
		sb.WriteString(p.record(k))
	}
	if err := os.MkdirAll(filepath.Dir(p.path), 0o700); err != nil {
		return err
	}
	tmp := p.path + ".tmp"
	if err := os.WriteFile(tmp, []byte(sb.String()), 0o600); err != nil {
		return err
	}
	p.lines = len(keys)
	return os.Rename(tmp, p.path)
}

// record is a key's line. p.mu is held.
func (p *players) record(k string) string {
	view := p.views[k]
	if view == "" {
		view = "-"
	}
	verbosity := ""
	if v, ok := p.verbose[k]; ok {
		verbosity = v.String()
	}
	return strings.TrimRight(strings.Join([]string{k, view, string(p.langs[k]), verbosity}, "\t"), "\t") + "\n"
}

// touch makes a key the one used most recently, leaving out the least
// recently used past keptKeys. p.mu is held.
func (p *players) touch(fp string) {
	p.uses++
	p.used[fp] = p.uses
	if len(p.used) <= keptKeys {
		return
	}
	oldest, at := "", p.uses
	for k, u := range p.used {
		if u < at {
			oldest, at = k, u
		}
	}
	p.forget(oldest)
}

// forget leaves out what a key chose. p.mu is held.
func (p *players) forget(fp string) {
	delete(p.views, fp)
	delete(p.langs, fp)
	delete(p.verbose, fp)
	delete(p.used, fp)
}
