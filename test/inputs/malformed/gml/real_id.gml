graph [
  node [ id 1.5 ]
]
