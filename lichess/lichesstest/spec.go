package lichesstest

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"go.yaml.in/yaml/v3"
)

// The published specification of the API, the files of lichess-org/api's
// doc/specs that the Board API's operations refer to (testdata/README.md
// names the commit and the licence). Every message the fake sends is
// checked against them.
//
//go:embed testdata/spec
var specFiles embed.FS

// specBase is the address the spec's files are known by to the validator;
// their relative $refs resolve against it.
const specBase = "https://spec.invalid/"

// Spec reads the specification's files: YAML, loaded as the JSON values
// JSON Schema validates.
type Spec struct {
	mu       sync.Mutex
	compiler *jsonschema.Compiler
	schemas  map[string]*jsonschema.Schema
}

// NewSpec opens the embedded specification.
func NewSpec() *Spec {
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020) // OpenAPI 3.1's schemas are JSON Schema 2020-12
	c.UseLoader(specLoader{})
	return &Spec{compiler: c, schemas: map[string]*jsonschema.Schema{}}
}

type specLoader struct{}

func (specLoader) Load(url string) (any, error) {
	name, ok := strings.CutPrefix(url, specBase)
	if !ok {
		return nil, fmt.Errorf("lichesstest: %s is not in the spec", url)
	}
	return SpecValue(name)
}

// SpecValue reads one of the spec's files (a path below doc/specs, as
// "schemas/GameFullEvent.yaml") as a JSON value.
func SpecValue(name string) (any, error) {
	data, err := specFiles.ReadFile("testdata/spec/" + name)
	if err != nil {
		return nil, err
	}
	var v any
	if err := yaml.Unmarshal(data, &v); err != nil {
		return nil, fmt.Errorf("lichesstest: %s: %w", name, err)
	}
	return jsonValue(v)
}

// jsonValue turns a YAML value into the JSON value the validator reads.
func jsonValue(v any) (any, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return jsonschema.UnmarshalJSON(bytes.NewReader(data))
}

// Example is the value of one of the spec's examples
// ("examples/stream-gameStart.json.yaml"), as JSON.
func Example(name string) ([]byte, error) {
	v, err := SpecValue(name)
	if err != nil {
		return nil, err
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("lichesstest: %s is not an example", name)
	}
	return json.Marshal(m["value"])
}

// Schema compiles the schema at loc: a file below doc/specs and a JSON
// pointer into it ("schemas/GameFullEvent.yaml", or
// "tags/board/api-board-seek.yaml#/post/responses/200/content/application~1json/schema").
func (s *Spec) Schema(loc string) (*jsonschema.Schema, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if sch, ok := s.schemas[loc]; ok {
		return sch, nil
	}
	sch, err := s.compiler.Compile(specBase + loc)
	if err != nil {
		return nil, err
	}
	s.schemas[loc] = sch
	return sch, nil
}

// Validate checks a message (JSON) against the schema at loc.
func (s *Spec) Validate(loc string, msg []byte) error {
	sch, err := s.Schema(loc)
	if err != nil {
		return err
	}
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(msg))
	if err != nil {
		return fmt.Errorf("lichesstest: not JSON: %w", err)
	}
	if err := sch.Validate(v); err != nil {
		return fmt.Errorf("lichesstest: %s does not match %s: %v", msg, loc, err)
	}
	return nil
}
