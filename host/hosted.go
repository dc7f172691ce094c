package host

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/anna-chess/anna/internal/cliline"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/session"
)

// A hosted match survives its host: its state keeps anna host's command
// line, the join codes and the SSH keys that sat at it (session.State's
// Hosted, in the state file only its user can read), and anna resume, or
// anna host --resume, serves it again as it was: the same address, codes,
// roles, words and options.

// Hosting is what a hosted match keeps for its host.
type Hosting struct {
	// Args are anna host's flags, as typed (paths made absolute), and
	// those typed to anna resume after them: a later one wins.
	Args  []string          `json:"args"`
	Codes map[string]string `json:"codes"` // by seat (white, black, assistant, arbiter, spectator)
	Keys  []Key             `json:"keys,omitempty"`
	// Sat are the seats a login took (Server.Seated): served again,
	// the host waits for those players to be back. nil in a state
	// written before anna kept it: then every seat with a code.
	Sat []string `json:"sat"`
}

// pathFlags are the flags whose value is a file or a folder: kept
// absolute, so that a match resumed from another folder finds them.
var pathFlags = map[string]bool{"pgn": true, "pgn-both": true, "authorized-keys": true, "arbiter-key": true,
	"speech-out": true, "clips": true, "engine": true}

// KeptArgs are the flags of a command line to keep for a hosted match:
// without the command and --resume, each file named by its absolute path
// (an engine named by a path too; one named alone is found on PATH).
func KeptArgs(args []string) []string {
	if len(args) > 0 && (args[0] == "host" || args[0] == "resume") {
		args = args[1:]
	}
	var out []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") {
			out = append(out, a)
			continue
		}
		if name == "resume" {
			continue
		}
		if !pathFlags[name] {
			out = append(out, a)
			continue
		}
		if !hasValue {
			if i+1 >= len(args) {
				out = append(out, a)
				continue
			}
			i++
			value = args[i]
		}
		out = append(out, "--"+name+"="+absolute(name, value))
	}
	return out
}

// absolute is a path flag's value as an absolute path; an engine named
// without a folder is left to be found on PATH.
func absolute(name, value string) string {
	// (A folder is named with / on Windows too: filepath.Base tells.)
	if value == "" || name == "engine" && filepath.Base(value) == value {
		return value
	}
	if abs, err := filepath.Abs(value); err == nil {
		return abs
	}
	return value
}

// ReadHosting reads what the match whose state is at path keeps for its
// host: nil for a match no host served. A state this anna did not write
// (scoresheet.OwnState: unsigned, another anna's, changed since) is from
// elsewhere: what it keeps is taken without what opens a door or names a
// file (FromElsewhere), and elsewhere is the line that says what was left
// out and how to give it (nil when nothing was).
func ReadHosting(path string) (h *Hosting, elsewhere error, err error) {
	data, err := scoresheet.ReadRegular(path)
	if err != nil {
		return nil, nil, err
	}
	var st struct {
		Hosted *Hosting `json:"hosted"`
	}
	if err := json.Unmarshal(data, &st); err != nil || st.Hosted == nil {
		return nil, nil, err
	}
	own, keyErr := scoresheet.OwnState(data)
	if own {
		return st.Hosted, nil, nil
	}
	taken, unused, codes := st.Hosted.FromElsewhere()
	return &taken, elsewhereLine(path, unused, codes, keyErr), nil
}

// doorFlags are the flags a hosted match from elsewhere does not set:
// each opens a door (--listen's address; --authorized-keys' and
// --arbiter-key's keys, which log in without a code) or names a file anna
// writes (--speech-out, --pgn-both) or reads (--clips). --engine is
// held by resume's own rule (a program anna starts by itself, or typed);
// --pgn is the match's own, named again when it is resumed. The others
// are how the game is played and said (names, clock, seats, words).
var doorFlags = map[string]bool{"listen": true, "authorized-keys": true, "arbiter-key": true,
	"speech-out": true, "pgn-both": true, "clips": true}

// FromElsewhere is what anna takes of a hosting kept in a state from
// elsewhere: its flags without doorFlags, and neither its join codes nor
// the keys that sat at it (new codes are made: a file's author would know
// its codes). unused are the flags left out, as they would be typed;
// codes: codes or keys were left out.
func (h Hosting) FromElsewhere() (taken Hosting, unused []string, codes bool) {
	taken = Hosting{Sat: h.Sat}
	for i := 0; i < len(h.Args); i++ {
		a := h.Args[i]
		if a == "--" { // what follows is no flag
			taken.Args = append(taken.Args, h.Args[i:]...)
			break
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || !doorFlags[name] {
			taken.Args = append(taken.Args, a)
			continue
		}
		if !hasValue && i+1 < len(h.Args) {
			i++
			value = h.Args[i]
		}
		unused = append(unused, "--"+name+" "+shellWord(rules.KeptText(value)))
	}
	for _, code := range h.Codes {
		codes = codes || code != ""
	}
	return taken, unused, codes || len(h.Keys) > 0
}

// elsewhereLine says what a hosted match from elsewhere did not take:
// nil when it took everything.
func elsewhereLine(path string, unused []string, codes bool, keyErr error) error {
	var parts []any
	if codes {
		parts = append(parts, cliline.Part(cliStateNewCodes))
	}
	if len(unused) > 0 {
		if codes {
			parts = append(parts, "; ")
		}
		parts = append(parts, cliline.Part(cliStateUnused, strings.Join(unused, " ")))
	}
	if parts == nil {
		return nil
	}
	what := &cliline.Line{Args: parts}
	if keyErr != nil {
		return cliline.Anna(cliStateKeyUnread, path, keyErr, what)
	}
	return cliline.Anna(cliStateElsewhere, path, what)
}

// shellWord is s as the system's shell takes it as one word: quoted when
// it holds anything but letters, digits and the signs paths and addresses
// use; on Windows (cmd, PowerShell) in double quotes, and a folder's \
// is plain there.
func shellWord(s string) string {
	signs, windows := "/._-:@%+,=", runtime.GOOS == "windows"
	if windows {
		signs += `\`
	}
	plain := s != ""
	for _, r := range s {
		plain = plain && (r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)) || strings.ContainsRune(signs, r))
	}
	switch {
	case plain:
		return s
	case windows: // a Windows path holds no "
		return `"` + s + `"`
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// Away are the seats of a match served again whose players are
// elsewhere: those taken before (not the spectators'), and those keys
// held; never this terminal's (here). A seat nobody took is not waited for: its
// player, arriving, has joined the table, and is not back. (A state
// written before anna kept the seats taken: every seat with a join code
// or the arbiter's key: arbiterKey.)
func (h Hosting) Away(codes map[session.Seat]string, here session.Seat, arbiterKey bool) []session.Seat {
	var away []session.Seat
	add := func(s session.Seat) {
		if s != here && s != session.SpectatorSeat && s != session.NoSeat && !slices.Contains(away, s) {
			away = append(away, s)
		}
	}
	for _, name := range h.Sat {
		if s, ok := session.ParseSeat(name); ok {
			add(s)
		}
	}
	if h.Sat == nil {
		for s := range codes {
			add(s)
		}
		if arbiterKey {
			add(session.ArbiterSeat)
		}
	}
	for _, k := range h.Keys {
		if s, ok := session.ParseSeat(k.Held); ok {
			add(s)
		}
	}
	return away
}

// CodesKept are the join codes of a match resumed: each seat that
// needs one has the code it had (a seat the command line now opens gets
// a new one).
func (h Hosting) CodesKept(codes map[session.Seat]string) map[session.Seat]string {
	for seat := range codes {
		if code := h.Codes[seat.String()]; code != "" {
			codes[seat] = code
		}
	}
	return codes
}

// Kept is what the match keeps for its host now.
func (h Hosting) Kept(codes map[session.Seat]string, keys []Key, sat []string) json.RawMessage {
	h.Codes = map[string]string{}
	for seat, code := range codes {
		h.Codes[seat.String()] = code
	}
	h.Keys, h.Sat = keys, sat
	data, _ := json.Marshal(h)
	return data
}

// heartbeatEvery is how often a host marks that it runs, on its match's
// lock file: after a crash, the match resumed says how long it was down.
const heartbeatEvery = 2 * time.Second

// Heartbeat touches the lock file every heartbeatEvery until stop is
// called.
func Heartbeat(lock string) (stop func()) {
	done := make(chan struct{})
	go func() {
		tick := time.NewTicker(heartbeatEvery)
		defer tick.Stop()
		for {
			now := time.Now()
			os.Chtimes(lock, now, now)
			select {
			case <-done:
				return
			case <-tick.C:
			}
		}
	}()
	return func() { close(done) }
}

// LastSeen is when a host last marked that it ran its match (the lock
// file's time; zero when there is none).
func LastSeen(lock string) time.Time {
	st, err := os.Stat(lock)
	if err != nil {
		return time.Time{}
	}
	return st.ModTime()
}
