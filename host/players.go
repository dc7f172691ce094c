package host

import (
	"bufio"
	"bytes"
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
	"sync"

	gossh "golang.org/x/crypto/ssh"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// players knows the SSH keys of this match's players: the keys listed in
// --authorized-keys, and those that have given the join code once (they
// come back without it, even while wrong codes from their address are
// refused), with the seat each last held. It also keeps, on disk, the view
// each key chose, for every match to come.
type players struct {
	mu         sync.Mutex
	authorized map[string]bool             // fingerprint: listed in --authorized-keys
	arbiter    map[string]bool             // fingerprint: listed in --arbiter-key: the arbiter's seat, without a code
	admitted   map[string]session.Seat     // fingerprint: gave a code; the seat it last held
	admittedAt map[string]int              // fingerprint: when it gave a code, in admissions counted (a spectator's key is forgotten first)
	admissions int                         // admissions counted
	bound      map[string]string           // fingerprint: the seat its code opens ("": any)
	views      map[string]string           // fingerprint: "line" or "board"
	langs      map[string]speech.Lang      // fingerprint: the language it chose
	verbose    map[string]speech.Verbosity // fingerprint: the verbosity it chose
	path       string                      // where views are kept; "" keeps them in memory
	seated     map[session.Seat]bool       // the seats a login took in this match (Config.Seated), spectators' not
	changed    func()                      // told when a key is admitted or takes a seat, or a seat is first taken (Config.KeysChanged)
	// The keys kept in the views file, the most recently used (views.go).
	used  map[string]int // fingerprint: when it was last used, in uses counted
	uses  int            // uses counted
	lines int            // the file's lines, one a use (or a change) kept
}

// Key is what the host remembers of an SSH key that gave a join code in
// this match, to let it back without one (kept with the match, so that
// it comes back after a crash too): its fingerprint, the seat its code
// opens ("": any player's, or watching) and the seat it held last (""
// none).
type Key struct {
	Fingerprint string `json:"key"`
	Opens       string `json:"opens,omitempty"`
	Held        string `json:"held,omitempty"`
}

// keys lists the keys admitted, in the order of their fingerprints.
func (p *players) keys() []Key {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []Key
	for _, fp := range slices.Sorted(maps.Keys(p.admitted)) {
		k := Key{Fingerprint: fp, Opens: p.bound[fp]}
		if seat := p.admitted[fp]; seat != session.NoSeat {
			k.Held = seat.String()
		}
		out = append(out, k)
	}
	return out
}

// restore admits the keys a match kept, and the seats taken in it; a
// seat it does not know is none.
func (p *players) restore(keys []Key, seated []string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, name := range seated {
		if seat, ok := session.ParseSeat(name); ok && seat != session.NoSeat && seat != session.SpectatorSeat {
			p.seated[seat] = true
		}
	}
	for _, k := range keys {
		if k.Fingerprint == "" {
			continue
		}
		held, ok := session.ParseSeat(k.Held)
		if !ok {
			held = session.NoSeat
		}
		p.admitted[k.Fingerprint] = held
		if opens, ok := session.ParseSeat(k.Opens); ok && opens != session.NoSeat {
			p.bound[k.Fingerprint] = opens.String()
		}
		p.admissions++
		p.admittedAt[k.Fingerprint] = p.admissions
	}
	p.forgetSpectators() // a state written before the bound, or by hand
}

// told tells the host that the keys changed, outside p.mu.
func (p *players) told() {
	if p.changed != nil {
		p.changed()
	}
}

func newPlayers(authorizedKeys, arbiterKeys, viewsPath string) (*players, error) {
	p := &players{authorized: map[string]bool{}, arbiter: map[string]bool{}, admitted: map[string]session.Seat{}, admittedAt: map[string]int{}, seated: map[session.Seat]bool{}, bound: map[string]string{}, views: map[string]string{},
		langs: map[string]speech.Lang{}, verbose: map[string]speech.Verbosity{}, path: viewsPath, used: map[string]int{}}
	if authorizedKeys != "" {
		if err := readKeys(authorizedKeys, "--authorized-keys", p.authorized); err != nil {
			return nil, err
		}
	}
	if arbiterKeys != "" {
		if err := readKeys(arbiterKeys, "--arbiter-key", p.arbiter); err != nil {
			return nil, err
		}
	}
	if err := p.readViews(); err != nil {
		return nil, err
	}
	return p, nil
}

// readKeys reads a file of public keys in authorized_keys form (flag
// names it) into keys, by fingerprint; a line that is not a key stops the
// host, named with its file and line.
func readKeys(path, flag string, keys map[string]bool) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("host: %s: %w", flag, err)
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, _, _, _, err := gossh.ParseAuthorizedKey([]byte(line))
		if err != nil {
			return fmt.Errorf("host: %s:%d is not a public key (%s)", path, n, strings.TrimPrefix(err.Error(), "ssh: "))
		}
		keys[gossh.FingerprintSHA256(key)] = true
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("host: %s: %w", path, err)
	}
	return nil
}

// known reports whether a key joins without the code.
func (p *players) known(fp string) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	_, ok := p.admitted[fp]
	return ok || p.authorized[fp] || p.arbiter[fp]
}

// admit lets a key that gave a code come back without it, to the seat
// the code opens.
func (p *players) admit(fp, seat string) {
	p.mu.Lock()
	if _, ok := p.admitted[fp]; !ok {
		p.admitted[fp] = session.NoSeat
	}
	p.bound[fp] = seat
	p.admissions++
	p.admittedAt[fp] = p.admissions
	p.forgetSpectators()
	p.mu.Unlock()
	p.told()
}

// keptSpectatorKeys bounds the spectators' keys a match remembers (and
// its state file keeps, rewritten at each join): 5,600 keys that gave the
// spectators' code left 6,000 in a 680 KB state, and a thousand joins took
// 38 s of the host's CPU where they took 9. The key forgotten is the one
// that gave the code longest ago; it is asked for the code again. The
// keys of the players', the assistant's and the arbiter's codes are few
// and always kept.
const keptSpectatorKeys = 1000

// forgetSpectators forgets the oldest spectators' keys past
// keptSpectatorKeys. Called with p.mu held.
func (p *players) forgetSpectators() {
	spectator := session.SpectatorSeat.String()
	var watching []string
	for fp, seat := range p.bound {
		if seat == spectator {
			watching = append(watching, fp)
		}
	}
	if len(watching) <= keptSpectatorKeys {
		return
	}
	slices.SortFunc(watching, func(a, b string) int { return p.admittedAt[a] - p.admittedAt[b] })
	for _, fp := range watching[:len(watching)-keptSpectatorKeys] {
		delete(p.admitted, fp)
		delete(p.admittedAt, fp)
		delete(p.bound, fp)
	}
}

// boundTo is the seat the key's code opens ("": any, as a listed key;
// the arbiter's key the arbiter's seat).
func (p *players) boundTo(fp string) string {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.arbiter[fp] {
		return session.ArbiterSeat.String()
	}
	return p.bound[fp]
}

// sat notes a seat taken, and the seat a key took: it is offered the same
// seat when it comes back.
func (p *players) sat(fp string, seat session.Seat) {
	p.mu.Lock()
	changed := seat != session.SpectatorSeat && !p.seated[seat]
	if seat != session.SpectatorSeat {
		p.seated[seat] = true
	}
	if fp != "" {
		changed = changed || p.admitted[fp] != seat
		p.admitted[fp] = seat
	}
	p.mu.Unlock()
	if changed {
		p.told()
	}
}

// seatedNames are the seats taken in this match, by name, sorted; never
// nil.
func (p *players) seatedNames() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := []string{}
	for seat := range p.seated {
		out = append(out, seat.String())
	}
	slices.Sort(out)
	return out
}

// seatOf is the seat the key last held in this match (NoSeat if none).
func (p *players) seatOf(fp string) session.Seat {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.admitted[fp]
}

// view is the view the key chose last time ("" if none).
func (p *players) view(fp string) string {
	if fp == "" {
		return ""
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.views[fp]
}

// lang is the language the key chose last time ("" if none).
func (p *players) lang(fp string) speech.Lang {
	if fp == "" {
		return ""
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.langs[fp]
}

// verbosity is the verbosity the key chose last time, if it chose one.
func (p *players) verbosity(fp string) (speech.Verbosity, bool) {
	if fp == "" {
		return 0, false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	v, ok := p.verbose[fp]
	return v, ok
}

// setView remembers the key's view and language, on disk when there is a
// file for them.
func (p *players) setView(fp, view string, lang speech.Lang) error {
	if fp == "" {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.views[fp] == view && p.langs[fp] == lang {
		return p.use(fp) // kept as it is, among the keys used lately
	}
	p.views[fp], p.langs[fp] = view, lang
	return p.keep(fp)
}

// setWords remembers the words a key's terminal hears in now (lang hr or
// brief typed during the game), for its next login. The file is written
// on the side: the table calls this with its lock held. Each write takes
// what is remembered when it runs, so the last one leaves the newest.
func (p *players) setWords(fp string, b speech.Phrasebook, failed func(error)) {
	if fp == "" {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if v, ok := p.verbose[fp]; ok && v == b.Verbosity && p.langs[fp] == b.Lang {
		return
	}
	p.langs[fp], p.verbose[fp] = b.Lang, b.Verbosity
	go func() {
		p.mu.Lock()
		defer p.mu.Unlock()
		if err := p.keep(fp); err != nil {
			failed(err)
		}
	}()
}
