graph [
  node [ id 0 ]
]
]
